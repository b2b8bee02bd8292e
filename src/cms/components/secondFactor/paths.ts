/** The admin's second-factor screen (enrolment, the code after the password, the recovery codes). */
export const secondFactorPath = '/admin/second-factor'
export const secondFactorApi = '/api/cms/users/second-factor'
