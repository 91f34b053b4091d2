import http from 'node:http'
import type { AddressInfo } from 'node:net'
import busboy from 'busboy'

// A local server speaking the OpenAI wire format: it records what the official SDK sent and
// answers as each test tells it to.

export interface RecordedRequest {
  path: string
  headers: http.IncomingHttpHeaders
  json?: any
  fields?: Record<string, string>
  file?: { name: string; bytes: Buffer }
}

export type Reply = (request: RecordedRequest, res: http.ServerResponse) => void

export const json =
  (status: number, body: unknown): Reply =>
  (_request, res) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  }

export const chatReply = (content: string): Reply =>
  json(200, {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'gpt-test',
    choices: [
      { index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content, refusal: null } },
    ],
  })

export function startFakeOpenAi() {
  const requests: RecordedRequest[] = []
  const replies: Reply[] = []
  const server = http.createServer((req, res) => {
    const recorded: RecordedRequest = { path: req.url ?? '', headers: req.headers }
    const answer = () => {
      requests.push(recorded)
      const reply = replies.shift() ?? json(500, { error: { message: 'no reply queued' } })
      reply(recorded, res)
    }
    if (req.headers['content-type']?.startsWith('multipart/form-data')) {
      const fields: Record<string, string> = {}
      const parser = busboy({ headers: req.headers })
      parser.on('field', (name, value) => (fields[name] = value))
      parser.on('file', (_name, stream, info) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => (recorded.file = { name: info.filename ?? '', bytes: Buffer.concat(chunks) }))
      })
      parser.on('close', () => {
        recorded.fields = fields
        answer()
      })
      req.pipe(parser)
    } else {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        recorded.json = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null')
        answer()
      })
    }
  })
  return {
    requests,
    replies,
    server,
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
    },
  }
}
