// The files table lives with the accounts table it references (accounts.ts).
export { fileAssignEnum, files, type TFileMetadataRow, type TFileRow, type TNewFileRow } from './accounts';
