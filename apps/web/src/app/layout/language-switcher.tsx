import { useTranslation } from 'react-i18next';
import { CompactSelect } from '../../components/ui/compact-select';
import { changeLanguage, LANGUAGES } from '../../lib/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <CompactSelect
      label={t('header.language')}
      value={i18n.language}
      options={LANGUAGES.map((language) => ({ value: language, text: t(`languages.${language}`) }))}
      onChoose={(language) => void changeLanguage(language)}
    />
  );
}
