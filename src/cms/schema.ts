/**
 * The CMS's collections and globals, in the admin's order: Payload's config (payload.config.ts)
 * and the tests that walk every one of them read this one list.
 */
import type { CollectionConfig, GlobalConfig } from 'payload'

import { AlbumCategories } from './collections/AlbumCategories'
import { Albums } from './collections/Albums'
import { AuditLog } from './collections/AuditLog'
import { CaseStudies } from './collections/CaseStudies'
import { Documents } from './collections/Documents'
import { DownloadCounts } from './collections/DownloadCounts'
import { Enquiries } from './collections/Enquiries'
import { Events } from './collections/Events'
import { Invitations } from './collections/Invitations'
import { JobLocations } from './collections/JobLocations'
import { Jobs } from './collections/Jobs'
import { Media } from './collections/Media'
import { News } from './collections/News'
import { NewsCategories } from './collections/NewsCategories'
import { Partners } from './collections/Partners'
import { ProductCategories } from './collections/ProductCategories'
import { Products } from './collections/Products'
import { RateLimits } from './collections/RateLimits'
import { Registrations } from './collections/Registrations'
import { Solutions } from './collections/Solutions'
import { SpecItems } from './collections/SpecItems'
import { Users } from './collections/Users'
import { CompanyProfile } from './globals/CompanyProfile'
import { ConferencePage } from './globals/ConferencePage'
import { HomePage } from './globals/HomePage'
import { LegalNotice } from './globals/LegalNotice'
import { MdmPage } from './globals/MdmPage'
import { MdmPricing } from './globals/MdmPricing'
import { MenuSettings } from './globals/MenuSettings'
import { MobileGuide } from './globals/MobileGuide'
import { CaseStudiesPage, DownloadsPage, WhereToBuyPage } from './globals/ResourcePages'
import { SiteSettings } from './globals/SiteSettings'

export const collections: CollectionConfig[] = [
    ProductCategories,
    Products,
    SpecItems,
    Solutions,
    NewsCategories,
    News,
    JobLocations,
    Jobs,
    Documents,
    DownloadCounts,
    CaseStudies,
    Partners,
    Enquiries,
    Events,
    Registrations,
    Invitations,
    AlbumCategories,
    Albums,
    Media,
    Users,
    AuditLog,
    RateLimits,
  ]

export const globals: GlobalConfig[] = [SiteSettings, MenuSettings, HomePage, MdmPage, MdmPricing, CompanyProfile, LegalNotice, ConferencePage, MobileGuide, DownloadsPage, CaseStudiesPage, WhereToBuyPage]
