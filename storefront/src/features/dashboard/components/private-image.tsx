import { useEffect, useState } from 'react'

import { usePrivateFile } from '../api/get-private-file'

/** A private photo, read with the admin token and shown from memory (revoked when it goes). */
export function PrivateImage({ path, alt }: { path: string; alt: string }) {
  const file = usePrivateFile(path)
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file.data) return
    const objectUrl = URL.createObjectURL(file.data)
    setUrl(objectUrl)
    return () => URL.revokeObjectURL(objectUrl)
  }, [file.data])
  if (file.isError) return <p className="text-sm text-red-700">Photo indisponible</p>
  if (!url) return <div className="size-24 animate-pulse rounded-lg bg-slate-100" aria-label="Chargement de la photo" />
  return (
    <a href={url} target="_blank" rel="noreferrer">
      <img src={url} alt={alt} className="size-24 rounded-lg border border-slate-200 object-cover" />
    </a>
  )
}
