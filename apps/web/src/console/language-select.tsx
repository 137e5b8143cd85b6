import { useTranslation } from 'react-i18next';
import { CONSOLE_LANGUAGES, chooseLanguage } from './i18n';

/** The console's language choice, labelled, as the bar and the sign-in page show it. */
export function LanguageSelect({
  id,
  labelClass,
  selectClass,
}: {
  id: string;
  labelClass: string;
  selectClass: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <label className={labelClass} htmlFor={id}>
        {t('nav.language')}
      </label>
      <select
        id={id}
        className={selectClass}
        value={i18n.language}
        onChange={(e) => chooseLanguage(e.target.value)}
      >
        <LanguageOptions />
      </select>
    </>
  );
}

/** The console's languages, each in the page's language, as a select's options. */
export function LanguageOptions() {
  const { t } = useTranslation();
  return CONSOLE_LANGUAGES.map((l) => (
    <option key={l} value={l}>
      {t(`languages.${l}`)}
    </option>
  ));
}
