import type { TAccountExport } from '@zadania/shared';
import dayjs from 'dayjs';
import { saveBlob } from '../../components/files/download-file';
import { accountProfileApi } from './account-profile-api';

/** 'zadania-moje-dane-{username}-{yyyy-mm-dd}.json', dated by the person's own calendar day. */
export const accountExportFileName = (username: string, date: Date = new Date()) =>
  `zadania-moje-dane-${username}-${dayjs(date).format('YYYY-MM-DD')}.json`;

/** GET /user/me/export, saved as a readable JSON file; resolves with the file's name. */
export async function downloadAccountExport(): Promise<string> {
  const data: TAccountExport = await accountProfileApi.exportData();
  const name = accountExportFileName(data.account.username);
  saveBlob(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }), name);
  return name;
}
