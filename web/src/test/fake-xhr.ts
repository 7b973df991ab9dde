import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest (jsdom's would try a real network), driven by the test: it reports upload
 * progress and answers when told to, or at once through `autoRespond`.
 */
export class FakeXhr extends EventTarget {
  static requests: FakeXhr[] = [];
  static autoRespond: ((xhr: FakeXhr) => void) | null = null;

  readonly upload = new EventTarget();
  method = '';
  url = '';
  body: unknown = null;
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.requests.push(this);
    const respond = FakeXhr.autoRespond;
    if (respond) setTimeout(() => respond(this));
  }

  abort() {
    this.dispatchEvent(new Event('abort'));
  }

  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }

  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

export function installFakeXhr(autoRespond: ((xhr: FakeXhr) => void) | null = null) {
  FakeXhr.requests = [];
  FakeXhr.autoRespond = autoRespond;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}
