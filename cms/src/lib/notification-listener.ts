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
 * LISTENs to every subscription's channel on one connection of its own (the pool's connections
 * come and go); reconnects after a second when the connection drops. Resolves after the first
 * attempt, listening or retrying.
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
    const current = new pg.Client({ connectionString })
    client = current
    // 'error' and 'end' may both come, late, from a connection already replaced: act once.
    const lost = (reason: unknown) => {
      if (client !== current) return
      client = undefined
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
      setListening(true)
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
