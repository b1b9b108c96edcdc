import pg from 'pg'

/**
 * What one PostgreSQL channel drives in this process: its notifications, and whether they reach
 * it at all (whatever was sent while they did not is lost, so the state it keeps is unknown then).
 */
export type Subscription = {
  channel: string
  onNotification: (payloadText: string | undefined) => void
  onListening: (listening: boolean) => void
}

export type NotificationListener = { stop: () => Promise<void> }

/**
 * A connection dropped without a word (a NAT's or firewall's idle timeout, a database failover)
 * raises no error until something is sent on it: the listening connection is asked a question
 * this often, and one left unanswered this long counts as lost. Changes go unseen for at most
 * their sum; while the connection is lost, the caches are bypassed.
 */
const heartbeatMs = 30_000
const heartbeatTimeoutMs = 10_000

/**
 * LISTENs to every subscription's channel on one connection of its own (the pool's connections
 * come and go), kept alive and checked by a heartbeat; reconnects after a second when the
 * connection drops. Resolves after the first attempt, listening or retrying.
 */
export async function listenForNotifications(
  connectionString: string,
  subscriptions: readonly Subscription[],
  log: (message: string) => void,
): Promise<NotificationListener> {
  let client: pg.Client | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  const byChannel = new Map(subscriptions.map((subscription) => [subscription.channel, subscription]))
  const setListening = (listening: boolean) => subscriptions.forEach((subscription) => subscription.onListening(listening))

  const connect = async () => {
    const current = new pg.Client({ connectionString, keepAlive: true, query_timeout: heartbeatTimeoutMs })
    client = current
    let heartbeat: NodeJS.Timeout | undefined
    // 'error' and 'end' may both come, late, from a connection already replaced: act once.
    const lost = (reason: unknown) => {
      if (client !== current) return
      client = undefined
      clearInterval(heartbeat)
      setListening(false)
      void current.end().catch(() => undefined)
      if (stopped) return
      log(`Écoute des notifications PostgreSQL interrompue, nouvelle tentative dans 1 s : ${String(reason)}`)
      retry = setTimeout(() => void connect(), 1000)
    }
    current.on('notification', (message) => byChannel.get(message.channel)?.onNotification(message.payload))
    current.on('error', lost)
    current.on('end', () => lost('connexion fermée'))
    try {
      await current.connect()
      for (const channel of byChannel.keys()) await current.query(`listen ${channel}`)
      if (client !== current) return
      setListening(true)
      heartbeat = setInterval(() => void current.query('select 1').catch(lost), heartbeatMs).unref()
    } catch (error) {
      lost(error)
    }
  }
  await connect()

  return {
    stop: async () => {
      stopped = true
      clearTimeout(retry)
      await client?.end().catch(() => undefined)
    },
  }
}
