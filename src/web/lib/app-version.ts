/** The version label the footers show. */
export const APP_VERSION = 'v1.0.0';
