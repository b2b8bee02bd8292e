import { EditingNotice as EditingNotice_4ee85c8480cb1dbcaaee8fe08aa7d0ec } from '../../../cms/components/editing/EditingNotice'
import { PublishedLanguagesCell as PublishedLanguagesCell_282b265c4f535a5332f35e701d29ea5d } from '../../../cms/components/languages/PublishedLanguages'
import { PublishedLanguagesField as PublishedLanguagesField_cf608ebed2e5c93e25a34a20595ea185 } from '../../../cms/components/languages/PublishedLanguagesField'
import { SiteTimeCell as SiteTimeCell_72c92d7ff2dfd77d60e98aaf6af730bd } from '../../../cms/components/time/SiteTimeCell'
import { PublishInLanguage as PublishInLanguage_1b5ef86cfff4846e51334f8267cd2245 } from '../../../cms/components/languages/PublishInLanguage'
import { LanguageStatus as LanguageStatus_e3e18b814bcb5515335f144d3af4e703 } from '../../../cms/components/languages/LanguageStatus'
import { SeoOverview as SeoOverview_bfeaf54eab3d090627b41d39d8700ec3 } from '../../../cms/components/SeoLengths'
import { SeoTitle as SeoTitle_bfeaf54eab3d090627b41d39d8700ec3 } from '../../../cms/components/SeoLengths'
import { SeoDescription as SeoDescription_bfeaf54eab3d090627b41d39d8700ec3 } from '../../../cms/components/SeoLengths'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { RelatedTitleCell as RelatedTitleCell_51fe55454a6314f1f7d706249596c73f } from '../../../cms/components/RelatedTitleCell'
import { ScheduleCard as ScheduleCard_27f073d2b515ee84e2010077223bdc7c } from '../../../cms/components/schedule/ScheduleCard'
import { ScheduledCell as ScheduledCell_d94f71175a78ba24f11d15931359ee68 } from '../../../components/admin/ScheduledCell'
import { PreviewButtons as PreviewButtons_d369c263a04d09972a2c7d74150715ef } from '../../../cms/components/PreviewButtons'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SiteDateField as SiteDateField_98bbc09b2b6014fa5ed8914455139bbe } from '../../../cms/components/time/SiteDateField'
import { AssigneeField as AssigneeField_7da23bc1d5c3854a20cc90fbd755f149 } from '../../../cms/components/inbox/AssigneeField'
import { InboxBar as InboxBar_d9630e7342add399f74afe589c78ce26 } from '../../../cms/components/inbox/InboxBar'
import { EventRegistrationsPanel as EventRegistrationsPanel_8ca63859ce528bac411b3ed353cf8d9d } from '../../../cms/components/EventRegistrationsPanel'
import { RegistrationAnswers as RegistrationAnswers_8052cbe3a9cb6f1035f5a32c907d357f } from '../../../cms/components/registrations/RegistrationAnswers'
import { RegistrationsExport as RegistrationsExport_c8fba0f1f5b30a5fa2b27fd7903254c3 } from '../../../cms/components/RegistrationsExport'
import { MediaUsagePanel as MediaUsagePanel_3233d051ce96c36958449ca30ff48bf7 } from '../../../cms/components/media/MediaUsagePanel'
import { CurrentPasswordField as CurrentPasswordField_b2548d4e4a1819e4b69b23dd33637b64 } from '../../../cms/components/CurrentPasswordField'
import { SecondFactorField as SecondFactorField_cdc54bd0b37894cafdff84aa33fda881 } from '../../../cms/components/secondFactor/SecondFactorField'
import { AuditExport as AuditExport_730dfb09524a6ae196c583822bce3086 } from '../../../cms/components/AuditExport'
import { AdminLanguageSwitch as AdminLanguageSwitch_695804b0b93c8e54e05e41462a696abc } from '../../../cms/components/AdminLanguageSwitch'
import { Dashboard as Dashboard_16b88e9b8c48e393fa86591406efd08f } from '../../../components/admin/Dashboard'
import { ScheduledCard as ScheduledCard_1d8b63a6be4b77fc3ffce4f675583737 } from '../../../components/admin/ScheduledCard'
import { AdminA11y as AdminA11y_1663f7b95df6f791b3e52a2bc5c2be2b } from '../../../cms/components/AdminA11y'
import { SecondFactorGate as SecondFactorGate_2587bd9cda288632b9307408cbc0005f } from '../../../cms/components/secondFactor/SecondFactorGate'
import { SecondFactorView as SecondFactorView_13f080264652428fef72264db49f1616 } from '../../../cms/components/secondFactor/SecondFactorView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/components/editing/EditingNotice#EditingNotice": EditingNotice_4ee85c8480cb1dbcaaee8fe08aa7d0ec,
  "/cms/components/languages/PublishedLanguages#PublishedLanguagesCell": PublishedLanguagesCell_282b265c4f535a5332f35e701d29ea5d,
  "/cms/components/languages/PublishedLanguagesField#PublishedLanguagesField": PublishedLanguagesField_cf608ebed2e5c93e25a34a20595ea185,
  "/cms/components/time/SiteTimeCell#SiteTimeCell": SiteTimeCell_72c92d7ff2dfd77d60e98aaf6af730bd,
  "/cms/components/languages/PublishInLanguage#PublishInLanguage": PublishInLanguage_1b5ef86cfff4846e51334f8267cd2245,
  "/cms/components/languages/LanguageStatus#LanguageStatus": LanguageStatus_e3e18b814bcb5515335f144d3af4e703,
  "/cms/components/SeoLengths#SeoOverview": SeoOverview_bfeaf54eab3d090627b41d39d8700ec3,
  "/cms/components/SeoLengths#SeoTitle": SeoTitle_bfeaf54eab3d090627b41d39d8700ec3,
  "/cms/components/SeoLengths#SeoDescription": SeoDescription_bfeaf54eab3d090627b41d39d8700ec3,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/cms/components/RelatedTitleCell#RelatedTitleCell": RelatedTitleCell_51fe55454a6314f1f7d706249596c73f,
  "/cms/components/schedule/ScheduleCard#ScheduleCard": ScheduleCard_27f073d2b515ee84e2010077223bdc7c,
  "/components/admin/ScheduledCell#ScheduledCell": ScheduledCell_d94f71175a78ba24f11d15931359ee68,
  "/cms/components/PreviewButtons#PreviewButtons": PreviewButtons_d369c263a04d09972a2c7d74150715ef,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/cms/components/time/SiteDateField#SiteDateField": SiteDateField_98bbc09b2b6014fa5ed8914455139bbe,
  "/cms/components/inbox/AssigneeField#AssigneeField": AssigneeField_7da23bc1d5c3854a20cc90fbd755f149,
  "/cms/components/inbox/InboxBar#InboxBar": InboxBar_d9630e7342add399f74afe589c78ce26,
  "/cms/components/EventRegistrationsPanel#EventRegistrationsPanel": EventRegistrationsPanel_8ca63859ce528bac411b3ed353cf8d9d,
  "/cms/components/registrations/RegistrationAnswers#RegistrationAnswers": RegistrationAnswers_8052cbe3a9cb6f1035f5a32c907d357f,
  "/cms/components/RegistrationsExport#RegistrationsExport": RegistrationsExport_c8fba0f1f5b30a5fa2b27fd7903254c3,
  "/cms/components/media/MediaUsagePanel#MediaUsagePanel": MediaUsagePanel_3233d051ce96c36958449ca30ff48bf7,
  "/cms/components/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_b2548d4e4a1819e4b69b23dd33637b64,
  "/cms/components/secondFactor/SecondFactorField#SecondFactorField": SecondFactorField_cdc54bd0b37894cafdff84aa33fda881,
  "/cms/components/AuditExport#AuditExport": AuditExport_730dfb09524a6ae196c583822bce3086,
  "/cms/components/AdminLanguageSwitch#AdminLanguageSwitch": AdminLanguageSwitch_695804b0b93c8e54e05e41462a696abc,
  "/components/admin/Dashboard#Dashboard": Dashboard_16b88e9b8c48e393fa86591406efd08f,
  "/components/admin/ScheduledCard#ScheduledCard": ScheduledCard_1d8b63a6be4b77fc3ffce4f675583737,
  "/cms/components/AdminA11y#AdminA11y": AdminA11y_1663f7b95df6f791b3e52a2bc5c2be2b,
  "/cms/components/secondFactor/SecondFactorGate#SecondFactorGate": SecondFactorGate_2587bd9cda288632b9307408cbc0005f,
  "/cms/components/secondFactor/SecondFactorView#SecondFactorView": SecondFactorView_13f080264652428fef72264db49f1616,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
