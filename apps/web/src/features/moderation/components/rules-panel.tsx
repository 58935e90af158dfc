import {
  AUTOMOD_MESSAGES as A,
  type CampusRules,
  PROHIBITED_ACTIONS,
  type ProhibitedAction,
  RULE_LIMITS,
} from '@campus/domain';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import form from '../../../components/ui/form.module.css';
import { Spinner } from '../../../components/ui/spinner';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import styles from '../../../entities/moderation/moderation.module.css';
import { useCampusRules, useSaveCampusRules } from '../api/campus-rules';

const wordsOf = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((w) => w.trim())
    .filter(Boolean);

/** One titled part of the Rules tab. */
function RulesSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** Prohibited items: each with its words and what it does; add one, remove one (saved at once). */
function ProhibitedItems({ rules }: { rules: CampusRules }) {
  const [name, setName] = useState('');
  const [words, setWords] = useState('');
  const [action, setAction] = useState<ProhibitedAction>('refuse');
  const actionId = useId();
  const save = useSaveCampusRules();
  const add = useSaveCampusRules(() => {
    setName('');
    setWords('');
  });
  const onAdd = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    const item = { name: name.trim(), words: wordsOf(words, /,/), action };
    add.mutate({ change: { add: item }, done: A.itemAdded });
  };
  return (
    <RulesSection id="prohibited-heading" heading={A.prohibitedHeading}>
      <p>{A.prohibitedHint}</p>
      <ul className={styles.list} aria-label={A.prohibitedHeading}>
        {rules.prohibited.map((item) => (
          <li key={`${item.name}|${item.words.join(',')}|${item.action}`} className={styles.row}>
            <div className={styles.grow}>
              <strong>{item.name}</strong> · {A.actions[item.action]}
              {item.words.length > 0 && <p className={styles.meta}>{A.itemMatches(item.words.join(', '))}</p>}
            </div>
            <Button
              size="small"
              variant="secondary"
              disabled={save.isPending}
              aria-label={A.removeItem(item.name)}
              onClick={() => save.mutate({ change: { remove: item.name }, done: A.itemRemoved })}
            >
              {A.remove}
            </Button>
          </li>
        ))}
      </ul>
      <form className={form.form} onSubmit={onAdd} aria-label={A.addItem}>
        <TextField
          label={A.itemLabel}
          value={name}
          onValueChange={setName}
          maxLength={RULE_LIMITS.nameLength}
        />
        <TextField
          label={A.itemWordsLabel}
          value={words}
          onValueChange={setWords}
          maxLength={RULE_LIMITS.wordLength * 5}
          placeholder={A.itemWordsHint}
        />
        <div className={form.field}>
          <label htmlFor={actionId}>{A.actionLabel}</label>
          <select
            id={actionId}
            className={form.select}
            value={action}
            onChange={(e) => setAction(e.target.value as ProhibitedAction)}
          >
            {PROHIBITED_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {A.actions[a]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={add.isPending || !name.trim()}>
          {A.addItem}
        </Button>
      </form>
    </RulesSection>
  );
}

const asCount = (text: string, max: number) => Math.min(max, Math.max(0, Math.trunc(Number(text) || 0)));

/** Words and phrases that hold, links from new accounts, auto-hide after reports: one form, one save. */
function OtherRules({ rules }: { rules: CampusRules }) {
  const [words, setWords] = useState(rules.heldWords.join('\n'));
  const [days, setDays] = useState(String(rules.newAccountLinkDays));
  const [reports, setReports] = useState(String(rules.autoHideReports));
  useEffect(() => {
    setWords(rules.heldWords.join('\n'));
    setDays(String(rules.newAccountLinkDays));
    setReports(String(rules.autoHideReports));
  }, [rules]);
  const save = useSaveCampusRules();
  const onSave = (e: FormEvent) => {
    e.preventDefault();
    const changed = {
      heldWords: wordsOf(words, /\n/).slice(0, RULE_LIMITS.heldWords),
      newAccountLinkDays: asCount(days, RULE_LIMITS.maxLinkDays),
      autoHideReports: asCount(reports, RULE_LIMITS.maxAutoHide),
    };
    save.mutate({ change: { save: changed }, done: A.rulesSaved });
  };
  return (
    <RulesSection id="other-rules-heading" heading={A.otherRulesHeading}>
      <form className={form.form} onSubmit={onSave} aria-label={A.otherRulesHeading}>
        <TextAreaField
          label={A.heldWordsLabel}
          value={words}
          onValueChange={setWords}
          className={styles.textarea}
          rows={4}
          maxLength={(RULE_LIMITS.wordLength + 1) * RULE_LIMITS.heldWords}
        />
        {countField(A.linkDaysLabel, RULE_LIMITS.maxLinkDays, days, setDays)}
        {countField(A.autoHideLabel, RULE_LIMITS.maxAutoHide, reports, setReports)}
        <Button type="submit" disabled={save.isPending}>
          {A.saveRules}
        </Button>
      </form>
    </RulesSection>
  );
}

/** The Rules tab (moderators of the campus, administrators): the rules that act before a moderator does. */
export function RulesPanel() {
  const { data } = useCampusRules();
  if (!data) return <Spinner label="Loading rules" />;
  return (
    <>
      <p className={styles.banner}>{A.newContentOnly}</p>
      <ProhibitedItems rules={data} />
      <OtherRules rules={data} />
    </>
  );
}

/** A whole number from 0 to `max` (days, reporters). */
function countField(label: string, max: number, value: string, onValueChange: (v: string) => void) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      value={value}
      onValueChange={onValueChange}
    />
  );
}
