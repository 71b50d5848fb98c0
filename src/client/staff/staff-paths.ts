/** The staff workspace's pages. */
export const staffPaths = {
  home: '/staff',
  signIn: '/staff/sign-in',
  welcome: '/staff/welcome',
  applications: '/staff/applications',
  queue: '/staff/queue',
  audit: '/staff/audit',
  shareLinks: '/staff/share-links',
  staff: '/staff/staff',
  preview: '/staff/preview',
  forms: '/staff/forms',
  formsDraft: '/staff/forms/draft',
} as const;

export const STAFF_TITLE_SUFFIX = 'Staff workspace';
