export { FileUpload } from './FileUpload';
export type { FileUploadProps, FileUploadStatus } from './FileUpload';
