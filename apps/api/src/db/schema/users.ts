// The accounts table lives with the files table it references (accounts.ts).
export { roleEnum, type TNewUserRow, type TUserRow, users } from './accounts';
