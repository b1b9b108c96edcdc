/** The smallest WebM a browser and a type sniffer recognise: its EBML header (DocType 'webm'), then an empty segment. */
export const tinyWebm = Buffer.from(
  '1A45DFA39F4286810142F7810142F2810442F381084282847765626D42878104428581021853806701FFFFFFFFFFFFFF',
  'hex',
)
