/** mammoth's browser build, which client tests read as the browser does: the package's own types. */
declare module 'mammoth/mammoth.browser' {
  import mammoth from 'mammoth';
  export default mammoth;
}
