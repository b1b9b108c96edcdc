import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * /about promised « Livraison standard gratuite », a reply « sous 24h » and the warranty's days as
 * the seed wrote them, whatever the delivery modes and settings said since: the seeded texts now
 * name the settings instead (globals/AboutPage), here in every stored version. A text staff wrote
 * themselves is left as it is.
 */
const rewrites = [
  ['Une équipe basée en France qui vous répond sous 24h.', 'Une équipe basée en France qui répond à vos e-mails {délai de réponse}.'],
  ['Livraison standard gratuite en 2 à 3 jours ouvrés.', '{modes de livraison}.'],
  ['30 jours de garantie sur toutes nos protections.', '{durée de garantie} de garantie sur toutes nos protections.'],
] as const

const titles = [['Livraison offerte', 'Livraison suivie']] as const

const tables = ['about_page_values', 'about_page_advantages', '_about_page_v_version_values', '_about_page_v_version_advantages']

/** One statement per table and text: a statement with parameters runs alone. */
async function rewrite(db: MigrateUpArgs['db'], back: boolean): Promise<void> {
  for (const [column, pairs] of [['text', rewrites], ['title', titles]] as const) {
    for (const table of tables) {
      for (const [before, after] of pairs) {
        const [from, to] = back ? [after, before] : [before, after]
        await db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${to} WHERE ${sql.identifier(column)} = ${from}`)
      }
    }
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await rewrite(db, false)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await rewrite(db, true)
}
