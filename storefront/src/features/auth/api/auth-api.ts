import * as z from 'zod'

import {
  loginAnswerSchema,
  publicClientSchema,
  type AuthValidationBody,
} from '@shop/domain/auth'

import { env } from '../../../config/env'
import { apiClient, invalidResponse } from '../../../lib/api-client'

const successSchema = z.object({ success: z.literal(true) })
const sessionCheckSchema = z.object({ success: z.literal(true), client: publicClientSchema, expiresAt: z.number() })
const providersSchema = z.object({ google: z.boolean() })

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

type Body<Action extends AuthValidationBody['action']> = Omit<Extract<AuthValidationBody, { action: Action }>, 'action'>

export type LoginAnswer = z.infer<typeof loginAnswerSchema>
export type SessionCheck = z.infer<typeof sessionCheckSchema>

export async function login(body: Body<'login'>): Promise<LoginAnswer> {
  return parse(loginAnswerSchema, await apiClient.post('/api/auth-validation', { action: 'login', ...body }))
}

export async function register(body: Body<'register'>): Promise<void> {
  parse(successSchema, await apiClient.post('/api/auth-validation', { action: 'register', ...body }))
}

export async function requestPasswordReset(email: string): Promise<void> {
  parse(successSchema, await apiClient.post('/api/auth-validation', { action: 'reset_password', email }))
}

export async function confirmPasswordReset(token: string, newPassword: string): Promise<void> {
  parse(successSchema, await apiClient.post('/api/password-reset', { action: 'confirm_reset', token, newPassword }))
}

/** The profile check: answers the customer and renews the session to now + 24 h. */
export async function checkSession(token: string): Promise<SessionCheck> {
  return parse(sessionCheckSchema, await apiClient.get('/api/client-management', { query: { action: 'get_profile' }, token }))
}

export async function revokeSession(token: string): Promise<void> {
  await apiClient.delete('/api/client-management', { query: { action: 'delete_session' }, token })
}

export async function getAuthProviders(): Promise<z.infer<typeof providersSchema>> {
  return parse(providersSchema, await apiClient.get('/api/auth/providers'))
}

/** Where the browser goes to sign in with Google; the server sends it back to `returnTo`. */
export function googleSignInUrl(returnTo: string): string {
  return `${env.apiUrl}/api/auth/google?${new URLSearchParams({ returnTo })}`
}
