import { execFileSync } from 'node:child_process'
import fs from 'node:fs/promises'
import https from 'node:https'
import path from 'node:path'

import { freePort } from '../support/free-port.ts'
import { nginxConfig, startNginx } from '../support/nginx.ts'
import { tmpRoot } from '../support/shop-server.ts'

export type Http2Front = { url: string; stop: () => Promise<void> }

/** A GET that accepts the front's throwaway certificate (Node's fetch cannot be told to). */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    https
      .get(url, { rejectUnauthorized: false }, (res) => {
        res.resume()
        resolve((res.statusCode ?? 500) < 500)
      })
      .on('error', () => resolve(false))
  })
}

/**
 * The shop as shoppers reach it in production: through nginx, over TLS and HTTP/2, with the
 * proxy headers of deploy/nginx.conf (whose `http2 on;` Debian's nginx 1.22 spells on `listen`),
 * and a self-signed certificate made for the run (the browser is told to accept it).
 * Lighthouse's simulated slow phone gives a plain HTTP/1.1 origin six connections, one request
 * each at a time, so a page's chunks queue behind each other a round trip apiece; over HTTP/2 they
 * share one connection, as they do for shoppers.
 */
export async function startHttp2Front(shopUrl: string): Promise<Http2Front> {
  await fs.mkdir(tmpRoot, { recursive: true })
  const dir = await fs.mkdtemp(path.join(tmpRoot, 'front-'))
  const [key, certificate] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')]
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', certificate, '-days', '1', '-subj', '/CN=127.0.0.1'],
      { stdio: 'ignore' },
    )
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true })
    throw new Error("openssl n'a pas pu créer le certificat du frontal HTTP/2 (apt-get install -y openssl)", { cause: error })
  }
  const port = await freePort()
  const url = `https://127.0.0.1:${port}`
  const config = nginxConfig(
    dir,
    `
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${certificate};
    ssl_certificate_key ${key};
    ssl_protocols TLSv1.2 TLSv1.3;
    location / {
      proxy_pass ${shopUrl};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }`,
  )
  try {
    const nginx = await startNginx(dir, config, () => answers(`${url}/api/health`))
    return {
      url,
      stop: async () => {
        await nginx.stop()
        await fs.rm(dir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true })
    throw error
  }
}
