import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { Navigate } from 'react-router';
import { errorText } from '../lib/api';
import { fr } from '../i18n/fr';
import { setDocumentHead } from '../lib/head';
import { useZodForm, type ZodForm } from '../lib/use-zod-form';
import type { StaffRole } from '../lib/staff/session';
import { AlertDialog, type AlertMessage } from '../ui/alert-dialog';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { ConfirmDialog, type ConfirmRequest } from '../ui/confirm-dialog';
import { useDashboard } from './dashboard-context';
import type { StaffMember } from './dashboard-api';
import { frDashboard } from './i18n';
import { useToast } from '../ui/toasts';
import styles from './pages.module.css';
import { paths } from '../lib/paths';

const t = frDashboard.team;
const ROLES: StaffRole[] = ['staff', 'manager', 'owner'];
const randomCode = () => String(crypto.getRandomValues(new Uint16Array(1))[0]! % 10_000).padStart(4, '0');

/** The team and their codes: the owner adds, renames, changes roles and codes, removes. */
export function TeamPage() {
  const { api, claims } = useDashboard();
  const queryClient = useQueryClient();
  const toast = useToast();
  const role = claims.roles[0];
  const isOwner = role === 'owner';
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const members = useQuery({ queryKey: ['staff-members'], queryFn: ({ signal }) => api.members(signal), enabled: role !== 'staff' });

  useEffect(() => {
    setDocumentHead({ title: frDashboard.documentTitle(t.title), robots: 'noindex,nofollow', keywords: null });
  }, []);

  const change = useMutation({
    mutationFn: (work: () => Promise<unknown>) => work(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['staff-members'] }),
    onError: (error) => setAlert({ title: fr.common.errorTitle, message: errorText(error, fr.common.genericError) }),
  });

  if (role === 'staff') return <Navigate to={paths.serviceBook} replace />;

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.intro}>{t.intro}</p>
      <p className={styles.muted}>{isOwner ? t.roleHelp : t.readOnly}</p>
      <ul className={styles.list}>
        {(members.data ?? []).map((m) => (
          <li key={m.guid} className={styles.row} data-testid="team-member">
            <p>
              <span className={styles.strong}>{m.name}</span> {m.name === claims.name && <span className={styles.muted}>{t.you}</span>} ·{' '}
              <span className={styles.badge}>{t.roles[m.role]}</span>
            </p>
            {m.role === 'staff' && isOwner && (
              // Allergies are health data: a team member reads them only once the owner says so.
              <label className={styles.inlineCheck}>
                <input
                  type="checkbox"
                  checked={m.seesHealth}
                  disabled={change.isPending}
                  onChange={(e) => {
                    const seesHealth = e.target.checked;
                    change.mutate(() => api.updateMember(m.guid, { seesHealth }).then(() => toast(t.healthSaved(m.name, seesHealth))));
                  }}
                />
                {t.seesHealth}
              </label>
            )}
            {isOwner && (
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => setEditing(m)}>
                  {t.edit}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() =>
                    setConfirm({
                      title: t.remove,
                      message: t.removeConfirm(m.name),
                      confirm: t.remove,
                      cancel: frDashboard.booking.cancelNo,
                      onConfirm: () => change.mutate(() => api.removeMember(m.guid).then(() => toast(t.removed(m.name)))),
                    })
                  }
                >
                  {t.remove}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {isOwner && (
        <AddMember
          busy={change.isPending}
          onAdd={(body) =>
            change
              .mutateAsync(() => api.addMember(body))
              .then(
                () => true,
                () => false,
              )
          }
        />
      )}
      <EditMember
        member={editing}
        busy={change.isPending}
        onClose={() => setEditing(null)}
        onSave={(body) =>
          change
            .mutateAsync(() => api.updateMember(editing!.guid, body))
            .then(
              () => setEditing(null),
              () => undefined,
            )
        }
      />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </main>
  );
}

/**
 * The member's form, as the routes read it (a name of at most 200 characters, a role, a four-digit
 * code) plus the page's own ask of a name that is not blank; the buttons wait for a valid form.
 */
const memberSchema = (codeRequired: boolean) =>
  z.object({
    name: z
      .string()
      .max(200)
      .refine((v) => v.trim() !== ''),
    role: z.enum(['owner', 'manager', 'staff']),
    code: codeRequired ? z.string().regex(/^\d{4}$/) : z.string().regex(/^(\d{4})?$/),
  });
const addSchema = memberSchema(true);
const editSchema = memberSchema(false);
type MemberForm = ZodForm<typeof addSchema>;
const blank = { name: '', role: 'staff' as StaffRole, code: '' };

function AddMember({ busy, onAdd }: { busy: boolean; onAdd: (body: { name: string; role: StaffRole; code: string }) => Promise<boolean> }) {
  const form = useZodForm(addSchema, blank, { mode: 'onTouched' });
  const submit = form.handleSubmit(async ({ name, role, code }) => {
    if (await onAdd({ name: name.trim(), role, code })) form.reset(blank);
  });
  return (
    <form className={styles.card} onSubmit={(e) => void submit(e)} aria-labelledby="add-member">
      <h2 id="add-member" className={styles.strong}>
        {t.add}
      </h2>
      <MemberFields form={form} codeRequired />
      <div className={styles.actions}>
        <Button type="submit" disabled={busy || !form.isValid}>
          {busy ? t.adding : t.add}
        </Button>
      </div>
    </form>
  );
}

function EditMember(props: {
  member: StaffMember | null;
  busy: boolean;
  onClose: () => void;
  onSave: (body: { name?: string; role?: StaffRole; code?: string }) => Promise<void>;
}) {
  if (!props.member) return null;
  // A fresh form for each member.
  return <EditMemberForm key={props.member.guid} {...props} member={props.member} />;
}

function EditMemberForm({
  member,
  busy,
  onClose,
  onSave,
}: {
  member: StaffMember;
  busy: boolean;
  onClose: () => void;
  onSave: (body: { name?: string; role?: StaffRole; code?: string }) => Promise<void>;
}) {
  const form = useZodForm(editSchema, { name: member.name, role: member.role, code: '' }, { mode: 'onTouched' });
  const submit = form.handleSubmit(({ name, role, code }) => {
    void onSave({ name: name.trim() !== member.name ? name.trim() : undefined, role: role !== member.role ? role : undefined, code: code || undefined });
  });
  return (
    <Modal
      open
      title={t.editTitle(member.name)}
      onClose={onClose}
      footer={
        <Button type="submit" form="edit-member" disabled={busy || !form.isValid}>
          {t.save}
        </Button>
      }
    >
      <form id="edit-member" onSubmit={(e) => void submit(e)}>
        <MemberFields form={form} />
      </form>
    </Modal>
  );
}

function MemberFields({ form, codeRequired }: { form: MemberForm; codeRequired?: boolean }) {
  const { values, set } = form;
  return (
    <div className={styles.formGrid}>
      <label className={styles.field}>
        <span className={styles.label}>{t.name}</span>
        <input {...form.field('name')} value={values.name} onChange={(e) => set('name', e.target.value)} maxLength={60} required />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t.role}</span>
        <select {...form.field('role')} value={values.role} onChange={(e) => set('role', e.target.value as StaffRole)}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t.roles[r]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{codeRequired ? t.code : t.newCode}</span>
        <input
          {...form.field('code', { hintId: 'code-hint' })}
          value={values.code}
          onChange={(e) => set('code', e.target.value.replace(/\D/g, '').slice(0, 4))}
          inputMode="numeric"
          autoComplete="off"
          required={codeRequired}
        />
        <small id="code-hint" className={styles.muted}>
          {t.codeHint}
        </small>
      </label>
      <Button variant="ghost" onClick={() => set('code', randomCode())}>
        {t.generate}
      </Button>
    </div>
  );
}

export { TeamPage as Component };
