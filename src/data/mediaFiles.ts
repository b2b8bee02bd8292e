// An uploaded file's bytes, for routes that hand a file out themselves (news attachments, downloads).
export { openMediaFile, type MediaFile } from '@/cms/collections/Media/storedFile'
