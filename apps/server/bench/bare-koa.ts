// The baseline of `pnpm bench:rest`: bare Koa (no router, sessions, checks or database) answering
// each benchmarked route with the bytes Sayso answered it with, read from BARE_KOA_FIXTURES.
import fs from 'node:fs'
import path from 'node:path'
import Koa from 'koa'

const fixtures = process.env.BARE_KOA_FIXTURES!
const read = (name: string) => fs.readFileSync(path.join(fixtures, name))
const updates = read('updates.json')
const formatted = read('format-update.json')
const index = read('index.html')

const app = new Koa()
app.use(async (ctx) => {
  if (ctx.method === 'GET' && ctx.path === '/api/updates') {
    ctx.type = 'application/json'
    ctx.body = updates
  } else if (ctx.method === 'POST' && ctx.path === '/api/format-update') {
    // The request body is read and parsed, as any JSON endpoint must.
    const chunks: Buffer[] = []
    for await (const chunk of ctx.req) chunks.push(chunk as Buffer)
    JSON.parse(Buffer.concat(chunks).toString('utf8'))
    ctx.type = 'application/json'
    ctx.body = formatted
  } else if (ctx.method === 'GET' && ctx.path === '/') {
    ctx.type = 'text/html'
    ctx.body = index
  } else {
    ctx.status = 404
  }
})
app.listen(Number(process.env.PORT), process.env.HOST)
