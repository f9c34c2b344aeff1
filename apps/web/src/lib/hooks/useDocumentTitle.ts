import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `document.title` to '{title} – Zadania' while the page is shown. */
export function useDocumentTitle(title: string | null) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} – ${t('app.name')}`;
    return () => {
      document.title = previous;
    };
  }, [title, t]);
}
