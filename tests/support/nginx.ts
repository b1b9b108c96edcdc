import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

/** Debian's nginx, installed by .ci/run like Chromium. */
const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

const tempFolders = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'] as const

/**
 * A whole configuration around `http` (the servers and upstreams): every file nginx writes stays
 * in `dir`, and a root user (the CI machine) keeps its workers able to read that folder.
 */
export function nginxConfig(dir: string, http: string, workers = 1): string {
  const runAsRoot = process.getuid?.() === 0
  return `
${runAsRoot ? 'user root;' : ''}
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
${tempFolders.map((folder) => `  ${folder === 'body' ? 'client_body' : folder}_temp_path ${dir}/${folder};`).join('\n')}
${http}
}
`
}

export type Nginx = {
  /** Writes a new configuration and reloads: new workers take it, the old ones finish what they carry. */
  reload: (config: string) => Promise<void>
  stop: () => Promise<void>
}

/** nginx on `config` (made with `nginxConfig`), in the foreground, once `isUp` answers true. */
export async function startNginx(dir: string, config: string, isUp: () => Promise<boolean>): Promise<Nginx> {
  if (!existsSync(nginxBinary)) {
    throw new Error(`nginx introuvable (${nginxBinary}) : apt-get install -y nginx, ou NGINX_PATH`)
  }
  for (const folder of tempFolders) await fs.mkdir(path.join(dir, folder), { recursive: true })
  const configPath = path.join(dir, 'nginx.conf')
  await fs.writeFile(configPath, config)
  const child: ChildProcess = spawn(nginxBinary, ['-p', dir, '-c', configPath, '-g', 'daemon off;'], { stdio: 'inherit' })
  const stop = async () => {
    child.kill('SIGQUIT')
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve))
  }
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    if (await isUp().catch(() => false)) {
      return {
        reload: async (next) => {
          await fs.writeFile(configPath, next)
          execFileSync(nginxBinary, ['-p', dir, '-c', configPath, '-s', 'reload'])
          await new Promise((resolve) => setTimeout(resolve, 500))
        },
        stop,
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error("nginx n'a pas démarré")
}
