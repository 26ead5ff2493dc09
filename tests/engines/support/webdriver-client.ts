/**
 * The few W3C WebDriver (classic, HTTP) calls the WebKit driver needs, over plain fetch: no npm client, since
 * WebKitWebDriver speaks the standard protocol and a dependency would only add weight.
 */
export class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`)
  }
}

/** The W3C key for an element reference in JSON (https://www.w3.org/TR/webdriver2/#elements). */
export const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf'
export type ElementRef = { [ELEMENT_KEY]: string }

export class WebDriverClient {
  constructor(private readonly base: string) {}

  async request<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, timeoutMs = 60_000): Promise<T> {
    const response = await fetch(this.base + path, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json; charset=utf-8' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await response.text()
    let json: { value?: unknown }
    try {
      json = JSON.parse(text) as { value?: unknown }
    } catch {
      throw new WebDriverError('invalid response', `${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`)
    }
    const value = json.value as { error?: string; message?: string } | null | undefined
    if (!response.ok || (value && typeof value === 'object' && typeof value.error === 'string')) {
      throw new WebDriverError(value?.error ?? `HTTP ${response.status}`, `${method} ${path}: ${value?.message ?? text.slice(0, 200)}`)
    }
    return json.value as T
  }
}

/** One W3C session: the commands are paths under /session/{id}. */
export class WebDriverSession {
  constructor(
    private readonly client: WebDriverClient,
    readonly id: string,
  ) {}

  static async create(client: WebDriverClient, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const { sessionId } = await client.request<{ sessionId: string }>('POST', '/session', { capabilities: { alwaysMatch: capabilities } })
    return new WebDriverSession(client, sessionId)
  }

  get<T = unknown>(path: string): Promise<T> {
    return this.client.request<T>('GET', `/session/${this.id}${path}`)
  }

  post<T = unknown>(path: string, body: unknown = {}): Promise<T> {
    return this.client.request<T>('POST', `/session/${this.id}${path}`, body)
  }

  delete(path = '', timeoutMs?: number): Promise<unknown> {
    return this.client.request('DELETE', `/session/${this.id}${path}`, undefined, timeoutMs)
  }

  /** Runs a function body in the page; a returned promise is awaited (W3C Execute Script). */
  execute<T = unknown>(body: string, args: unknown[] = []): Promise<T> {
    return this.post<T>('/execute/sync', { script: body, args })
  }

  async findElement(selector: string): Promise<ElementRef> {
    return this.post<ElementRef>('/element', { using: 'css selector', value: selector })
  }
}
