/** The media type of a Word document (.docx): the hub's templates and the owners' filled ones. */
export const DOCX_MEDIA_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
