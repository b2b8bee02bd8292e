/* Payload's admin shell, as Payload generates it; kept outside [locale] so the CMS has its own root. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type { ServerFunctionClient } from 'payload'
import type React from 'react'

import { schedulePublishForContentStaff } from '@/cms/audit/schedule'

import { importMap } from './admin/importMap.js'
import './custom.scss'

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  // Issue 26: scheduling a publish is the content staff's, and it is audited.
  return handleServerFunctions({ ...args, config, importMap, serverFunctions: { 'schedule-publish': schedulePublishForContentStaff } })
}

const Layout = ({ children }: { children: React.ReactNode }) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
