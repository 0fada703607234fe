export { Footer, ANDROID_APP_LABEL, SUPPORT_LABEL } from './Footer';
export type { FooterProps } from './Footer';
