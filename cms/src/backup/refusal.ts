import { StartupError } from '../lib/startup-error.ts'

/** A backup or restore that stops before doing harm: its French message says why and what to do. */
export class BackupRefusal extends StartupError {}
