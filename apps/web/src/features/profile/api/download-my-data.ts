import { useMutation } from '@tanstack/react-query';
import { exportFileName, type TAccountExport } from '@debut/contract/export';
import { usersEndpoints } from '@debut/contract/users.endpoints';
import { api } from '../../../shared/api/client.ts';
import { saveJsonFile } from '../lib/save-json-file.ts';

/** `GET /users/me/export`: everything the account holds (DESIGN.md §8, privacy policy 8.2). */
export async function getMyData(): Promise<TAccountExport> {
  return api(usersEndpoints.exportMe);
}

/**
 * A mutation rather than a query: it is a one-off action the person starts, and a copy of their
 * data has no business staying in the query cache afterwards.
 */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const document = await getMyData();
      saveJsonFile(document, exportFileName(document.exportedAt));
    },
  });
}
