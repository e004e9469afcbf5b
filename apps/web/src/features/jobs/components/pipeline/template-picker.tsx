import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDefaultTemplate } from '@debut/contract/message-templates';
import { useTemplates } from '../../../../entities/message-templates/templates-api.ts';

interface TemplatePickerProps {
  /** The product's template offered first: a polite rejection or an invitation. */
  kind: TDefaultTemplate['key'];
  /** The chosen template's text, to put in the message (still the person's to change). */
  onPick: (text: string) => void;
}

/**
 * The person's message templates and the two the product offers, in their language (the message
 * templates screen edits them); picking one fills the message, `{name}` and `{job}` left for the
 * server to fill in for each applicant.
 */
export function TemplatePicker({ kind, onPick }: TemplatePickerProps) {
  const { t } = useTranslation();
  const templates = useTemplates();
  const defaults = [...(templates.data?.defaults ?? [])].sort(
    (a, b) => Number(b.key === kind) - Number(a.key === kind),
  );
  const own = templates.data?.items ?? [];
  const texts = new Map<string, string>([
    ...defaults.map((template) => [`default:${template.key}`, template.text] as const),
    ...own.map((template) => [`own:${template._id}`, template.text] as const),
  ]);
  return (
    <NativeSelect
      label={t('pipeline.template')}
      value=""
      disabled={!templates.data}
      onChange={(event) => {
        const text = texts.get(event.currentTarget.value);
        if (text !== undefined) onPick(text);
      }}
      data={[
        { value: '', label: t('pipeline.templateNone') },
        ...defaults.map((template) => ({ value: `default:${template.key}`, label: template.name })),
        ...own.map((template) => ({ value: `own:${template._id}`, label: template.name })),
      ]}
    />
  );
}
