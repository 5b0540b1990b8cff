/**
 * Node's Response cannot take jsdom's Blob as its body (it would send "[object Blob]"): this one
 * carries the file's bytes and type, as browsers do. A test of a response made of a file (a
 * document kept in Cache Storage) installs it with `vi.stubGlobal('Response', BlobBodyResponse)`;
 * it is not installed for every test, as Workbox's strategies do not take a subclass.
 */
export class BlobBodyResponse extends Response {
  constructor(body?: BodyInit | null, init?: ResponseInit) {
    if (!(body instanceof Blob)) {
      super(body, init);
      return;
    }
    const headers = new Headers(init?.headers);
    if (body.type && !headers.has('content-type')) headers.set('content-type', body.type);
    super(body.stream(), { ...init, headers });
  }
}
