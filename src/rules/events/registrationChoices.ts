/**
 * A stored registration's fixed choices (docs/events.md): its status, how its guest was checked
 * in, and where it came from. The admin offers them, the staff mail and the CSV name them.
 */
import { choice, type ChoiceValue } from '../choices'

export const registrationStatuses = choice({
  confirmed: { zh: '已报名', en: 'Confirmed', ru: 'Подтверждена' },
  cancelled: { zh: '已取消', en: 'Cancelled', ru: 'Отменена' },
})
export type RegistrationStatus = ChoiceValue<typeof registrationStatuses>

export const signInMethods = choice({
  code: { zh: '参会码', en: 'Code', ru: 'По коду участника' },
  phone: { zh: '手机号', en: 'Mobile number', ru: 'По номеру телефона' },
  staff: { zh: '工作人员', en: 'Staff', ru: 'Сотрудником' },
})
export type SignInMethod = ChoiceValue<typeof signInMethods>

/** The microsite, its phone twin, an invitation, or staff at the desk. */
export const registrationSources = choice({
  web: { zh: '微站', en: 'Microsite', ru: 'Микросайт' },
  mobile: { zh: '手机微站', en: 'Mobile microsite', ru: 'Мобильный микросайт' },
  invitation: { zh: '邀请函', en: 'Invitation', ru: 'Приглашение' },
  admin: { zh: '后台录入', en: 'Added by staff', ru: 'Добавлена сотрудником' },
})
export type RegistrationSource = ChoiceValue<typeof registrationSources>
