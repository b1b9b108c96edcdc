import { useId, useState, type ReactNode } from 'react'

import type { InstallationDevice, ServicePage } from '@shop/domain/content'
import { installationDeviceTypes, type InstallationDeviceType } from '@shop/domain/content-pages'
import { formatSize } from '@shop/domain/file-size'
import { fileFormat, type MediaFile } from '@shop/domain/media-files'

import { Button, buttonClasses } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox-field'
import { PageSection } from '../../../components/ui/page-section'
import { QueryContent } from '../../../components/ui/query-content'
import { TabPanel, Tabs, tabId } from '../../../components/ui/tabs'
import { useServicePage } from '../api/get-service-page'
import { usePreview } from '../../../hooks/use-preview'
import { cn } from '../../../lib/cn'
import { BulletList, CardGrid } from '../../../components/ui/content-blocks'

const tabs = installationDeviceTypes.map(({ value, label }) => ({ id: value, label }))

type InstallationGuideProps = {
  /** Under the smartphone guide: the protections to pair with it (spec catalogue §2). */
  smartphoneExtras: ReactNode
  /** Between the guides and the assistance: the installation questions. */
  faq: ReactNode
}

/**
 * /guide-installation as staff write it (spec catalogue §2, §4): a card and a tab per device type
 * (smartphones first), the chosen type's guide with steps to tick (kept only while the page is
 * open) and its video if there is one, then the questions, the assistance services and the
 * documents to download.
 */
export function InstallationGuide({ smartphoneExtras, faq }: InstallationGuideProps) {
  const preview = usePreview()
  const guide = useServicePage({ slug: 'installation-guide', preview })
  const tabsId = useId()
  const [selected, setSelected] = useState<InstallationDeviceType>('smartphones')
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set())

  const showGuide = (key: InstallationDeviceType) => {
    setSelected(key)
    document.getElementById(tabId(tabsId, key))?.focus()
  }
  const tick = (stepId: string, done: boolean) =>
    setTicked((current) => {
      const next = new Set(current)
      if (done) next.add(stepId)
      else next.delete(stepId)
      return next
    })

  return (
    <QueryContent query={guide}>
      {(content) => {
        const device = content.deviceTypes.find((candidate) => candidate.key === selected)
        return (
          <div className="space-y-14">
            <DeviceCards devices={content.deviceTypes} onShow={showGuide} />
            <div>
              <Tabs label="Type d'appareil" items={tabs} selected={selected} onSelect={setSelected} idPrefix={tabsId} />
              <TabPanel idPrefix={tabsId} selected={selected} className="mt-6 rounded-2xl border border-slate-200 p-5 outline-none sm:p-8">
                {device ? (
                  <DeviceGuide
                    device={device}
                    ticked={ticked}
                    onTick={tick}
                    extras={device.key === 'smartphones' ? smartphoneExtras : null}
                  />
                ) : (
                  <p className="text-slate-700">Ce guide sera bientôt disponible.</p>
                )}
              </TabPanel>
            </div>
            {faq}
            <PageSection title="Assistance technique">
              <CardGrid items={content.assistance} />
            </PageSection>
            <Resources resources={content.resources} />
          </div>
        )
      }}
    </QueryContent>
  )
}

function DeviceCards({ devices, onShow }: { devices: readonly InstallationDevice[]; onShow: (key: InstallationDeviceType) => void }) {
  return (
    <PageSection title="Choisissez votre appareil">
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {devices.map((device) => (
          <li key={device.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">{device.title}</h3>
            <p className="mt-1 text-sm text-slate-700">{device.description}</p>
            <p className="mt-3 text-sm text-slate-600">
              {device.duration} · {device.difficulty}
            </p>
            <Button variant="secondary" size="sm" className="mt-4 self-start" onClick={() => onShow(device.key)}>
              Voir le guide<span className="sr-only"> {device.title}</span>
            </Button>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}

type DeviceGuideProps = {
  device: InstallationDevice
  ticked: ReadonlySet<string>
  onTick: (stepId: string, done: boolean) => void
  extras: ReactNode
}

function DeviceGuide({ device, ticked, onTick, extras }: DeviceGuideProps) {
  const done = device.steps.filter((step) => ticked.has(step.id)).length
  return (
    <div className="space-y-10">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight text-slate-900">Installation : {device.title}</h2>
        <p className="mt-2 text-slate-700">{device.description}</p>
        <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <div>
            <dt className="text-slate-600">Temps estimé</dt>
            <dd className="font-semibold text-slate-900">{device.duration}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Difficulté</dt>
            <dd className="font-semibold text-slate-900">{device.difficulty}</dd>
          </div>
        </dl>
      </div>
      {device.video ? <InstallationVideo title={device.title} video={device.video} poster={device.videoPoster?.url} /> : null}
      <PageSection title="Ce dont vous aurez besoin" level={3}>
        <BulletList items={device.kit} />
      </PageSection>
      <PageSection title="Étapes d'installation" level={3}>
        <p className="mt-1 text-sm text-slate-600" role="status">
          {done}/{device.steps.length} étapes terminées
        </p>
        <ol className="mt-4 space-y-3">
          {device.steps.map((step, index) => (
            <li key={step.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <Checkbox
                label={
                  <span className="font-semibold text-slate-900">
                    {index + 1}. {step.title}
                  </span>
                }
                checked={ticked.has(step.id)}
                onChange={(event) => onTick(step.id, event.target.checked)}
              />
              <p className="mt-1 pl-6 text-sm text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <div className="grid gap-10 md:grid-cols-2">
        <PageSection title="Conseils d'expert" level={3}>
          <BulletList items={device.tips} />
        </PageSection>
        <PageSection title="Erreurs courantes à éviter" level={3}>
          <BulletList items={device.mistakes} tone="warning" />
        </PageSection>
      </div>
      {extras ? (
        <PageSection title="Protections recommandées" level={3}>
          <div className="mt-4">{extras}</div>
        </PageSection>
      ) : null}
    </div>
  )
}

/**
 * The video staff uploaded, played in the page: nothing is fetched before the visitor starts it,
 * then the browser asks for byte ranges (the file routes answer 206) to start and to seek.
 */
function InstallationVideo({ title, video, poster }: { title: string; video: MediaFile; poster: string | undefined }) {
  return (
    <PageSection title="Vidéo d'installation" level={3}>
      <video
        controls
        preload="none"
        poster={poster}
        aria-label={`Vidéo d'installation : ${title}`}
        className="mt-4 w-full rounded-xl bg-slate-900"
      >
        <source src={video.url} type={video.mimeType} />
      </video>
      <DownloadLink file={video} className="mt-3" label="Télécharger la vidéo" />
    </PageSection>
  )
}

/** A file's link with what it is and weighs, read from the file itself. */
function DownloadLink({ file, label, className }: { file: MediaFile; label: ReactNode; className?: string }) {
  return (
    <a href={file.url} download={file.filename} className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), className)}>
      {label} ({fileFormat(file.mimeType)}, {formatSize(file.filesize)})
    </a>
  )
}

/** The documents staff uploaded; without any, no section. */
function Resources({ resources }: { resources: ServicePage<'installation-guide'>['resources'] }) {
  if (resources.length === 0) return null
  return (
    <PageSection title="Ressources téléchargeables">
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {resources.map((resource) => (
          <li key={resource.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">{resource.title}</h3>
            <p className="mt-2 text-sm text-slate-700">{resource.description}</p>
            <DownloadLink
              file={resource.file}
              className="mt-4 self-start"
              label={
                <>
                  Télécharger<span className="sr-only"> {resource.title}</span>
                </>
              }
            />
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
