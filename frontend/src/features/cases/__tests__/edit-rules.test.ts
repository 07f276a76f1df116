import { miTag } from '@/components/overview/case-labels';
import { makeSentCase as makeCase } from '@/testing/data-generators';
import {
  allowedStatuses,
  amountValue,
  editFormFromCase,
  editPayload,
  isMiEnabled,
  setBhrukId,
  setInstructed,
  setMiAmount,
  setMiType,
  setStatus,
  setWidget,
  showsInvoiceFields,
  showsOnHoldReason,
  signedAmountText,
  statusForInstructed,
  statusOptions,
  validateEdit,
  type EditForm,
} from '@/features/cases/rules/edit-rules';

const sentForm = (): EditForm => editFormFromCase(makeCase());

describe('statuses offered for Instructed', () => {
  it('offers only the two need-instructions statuses for No', () => {
    expect(allowedStatuses(false)).toEqual(['need_instructions_new', 'need_instructions_hire']);
  });

  it('offers only in_production, on_hold and sent for Yes', () => {
    expect(allowedStatuses(true)).toEqual(['in_production', 'on_hold', 'sent']);
  });

  it("keeps an imported case's own status in the list when it breaks the rule", () => {
    expect(statusOptions(false, 'in_production')).toEqual([
      'need_instructions_new',
      'need_instructions_hire',
      'in_production',
    ]);
    expect(statusOptions(true, 'sent')).toEqual(['in_production', 'on_hold', 'sent']);
  });
});

describe('flipping Instructed moves the status', () => {
  it('Yes while need-instructions moves to in_production', () => {
    expect(statusForInstructed(true, 'need_instructions_new')).toBe('in_production');
    expect(statusForInstructed(true, 'need_instructions_hire')).toBe('in_production');
  });

  it('No while anything else moves to need_instructions_new', () => {
    expect(statusForInstructed(false, 'in_production')).toBe('need_instructions_new');
    expect(statusForInstructed(false, 'on_hold')).toBe('need_instructions_new');
    expect(statusForInstructed(false, 'sent')).toBe('need_instructions_new');
  });

  it('keeps a status that already fits', () => {
    expect(statusForInstructed(false, 'need_instructions_hire')).toBe('need_instructions_hire');
    expect(statusForInstructed(true, 'on_hold')).toBe('on_hold');
  });

  it('clears MI when setting No moves a sent case away from sent', () => {
    const form = setInstructed(sentForm(), false);
    expect(form).toMatchObject({
      instructed: false,
      currentStatus: 'need_instructions_new',
      miType: null,
      miAmount: '',
    });
  });
});

describe('the MI section', () => {
  it('is enabled only when the status is sent', () => {
    expect(isMiEnabled({ currentStatus: 'sent' })).toBe(true);
    expect(isMiEnabled({ currentStatus: 'on_hold' })).toBe(false);
  });

  it('is cleared when the status leaves sent', () => {
    const form = setStatus(sentForm(), 'in_production');
    expect(form.miType).toBeNull();
    expect(form.miAmount).toBe('');
  });

  it('is kept when the status moves between other statuses', () => {
    const form = setStatus(
      { ...sentForm(), currentStatus: 'in_production', miType: 'surplus', miAmount: '5' },
      'on_hold',
    );
    expect(form.miType).toBe('surplus');
  });

  it('shows the auto tag for each type', () => {
    expect(miTag('deficit')).toBe('Impecunious');
    expect(miTag('surplus')).toBe('Impecunious (STUS)');
    expect(miTag(null)).toBe('');
  });
});

describe('the deficit minus sign', () => {
  it('prefixes a positive deficit amount', () => {
    expect(signedAmountText('deficit', '250.5')).toBe('-250.5');
  });

  it('leaves 0, a negative amount, an empty amount and a surplus alone', () => {
    expect(signedAmountText('deficit', '0')).toBe('0');
    expect(signedAmountText('deficit', '0.00')).toBe('0.00');
    expect(signedAmountText('deficit', '-3')).toBe('-3');
    expect(signedAmountText('deficit', '')).toBe('');
    expect(signedAmountText('surplus', '250')).toBe('250');
    expect(signedAmountText(null, '250')).toBe('250');
  });

  it('applies when the amount is typed and when deficit is chosen', () => {
    const surplus = { ...sentForm(), miType: 'surplus' as const, miAmount: '' };
    expect(setMiAmount(surplus, '40').miAmount).toBe('40');
    expect(setMiType({ ...surplus, miAmount: '40' }, 'deficit').miAmount).toBe('-40');
    expect(setMiAmount({ ...surplus, miType: 'deficit' }, '40').miAmount).toBe('-40');
  });

  it('reads amounts as pounds with two decimals, null when empty or not numeric', () => {
    expect(amountValue('12.345')).toBe(12.35);
    expect(amountValue(' ')).toBeNull();
    expect(amountValue('abc')).toBeNull();
    expect(amountValue('-0.5')).toBe(-0.5);
  });
});

describe('conditional fields', () => {
  it('shows the on-hold reason only for on_hold', () => {
    expect(showsOnHoldReason({ currentStatus: 'on_hold' })).toBe(true);
    expect(showsOnHoldReason({ currentStatus: 'sent' })).toBe(false);
  });

  it('shows invoice date and number only when invoiced', () => {
    expect(showsInvoiceFields({ invoiced: true })).toBe(true);
    expect(showsInvoiceFields({ invoiced: false })).toBe(false);
  });
});

describe('the form from a case', () => {
  it('shows a KIND case ID as digits and the amount with two decimals', () => {
    const form = editFormFromCase(makeCase({ widget: 'Kind', bhrukId: 'KIND0042', miAmount: -250 }));
    expect(form.bhrukId).toBe('0042');
    expect(form.miAmount).toBe('-250.00');
  });

  it('applies the KIND rule to typing and to a company change', () => {
    const kind = editFormFromCase(makeCase({ widget: 'Kind', bhrukId: 'KIND1' }));
    expect(setBhrukId(kind, 'KIND12x3').bhrukId).toBe('123');
    expect(setWidget(editFormFromCase(makeCase({ bhrukId: 'AB12' })), 'kind').bhrukId).toBe('12');
  });
});

describe('validateEdit', () => {
  const saved = { clientName: 'Jane Client', currentStatus: 'sent', onHoldReason: null } as const;

  it('requires the company', () => {
    expect(validateEdit({ ...sentForm(), widget: '  ' }, saved)).toEqual({ widget: 'Company is required' });
    expect(validateEdit(sentForm(), saved)).toEqual({});
  });

  it('leaves the company to whoever sends it: staff send none', () => {
    expect(validateEdit({ ...sentForm(), widget: '' }, saved, { staff: true })).toEqual({});
  });

  it('refuses clearing a client name the case has, not one it never had (guide: workflow#adding-a-case)', () => {
    expect(validateEdit({ ...sentForm(), clientName: '  ' }, saved)).toEqual({
      clientName: 'Client name is required',
    });
    expect(validateEdit({ ...sentForm(), clientName: '' }, { ...saved, clientName: '' })).toEqual({});
    expect(validateEdit({ ...sentForm(), clientName: '' }, { ...saved, clientName: null })).toEqual({});
  });

  it('asks for the reason when the status is On Hold', () => {
    const onHold = { ...sentForm(), currentStatus: 'on_hold' as const, onHoldReason: null };
    expect(validateEdit(onHold, saved)).toEqual({
      onHoldReason: 'On hold reason is required when the status is On Hold.',
    });
    expect(validateEdit({ ...onHold, onHoldReason: 'other' as const }, saved)).toEqual({});
  });

  it('leaves an imported case on hold without a reason editable while neither changes, as the API does', () => {
    const onHold = {
      ...sentForm(),
      currentStatus: 'on_hold' as const,
      onHoldReason: null,
      clientName: 'New',
    };
    expect(validateEdit(onHold, { ...saved, currentStatus: 'on_hold' })).toEqual({});
  });
});

describe('editPayload', () => {
  it('sends every guide: api#endpoints field and updatedAt for a manager or admin', () => {
    const form = {
      ...editFormFromCase(makeCase({ widget: 'Kind', bhrukId: 'KIND9' })),
      clientName: ' Jane ',
    };
    expect(editPayload(form, 'T1', { staff: false })).toEqual({
      widget: 'Kind',
      kamId: '50001',
      clientName: 'Jane',
      bhrukId: 'KIND9',
      instructed: true,
      currentStatus: 'sent',
      onHoldReason: null,
      invoiced: true,
      invoiceDate: '2026-01-05',
      invoiceNumber: 'INV-1',
      miType: 'deficit',
      miAmount: -250,
      updatedAt: 'T1',
    });
  });

  it('sends MI as null unless sent, the reason only for on_hold and a missing date as null', () => {
    const form = { ...setStatus(sentForm(), 'on_hold'), onHoldReason: 'need_pdf' as const, invoiceDate: '' };
    expect(editPayload(form, 'T1', { staff: false })).toMatchObject({
      currentStatus: 'on_hold',
      onHoldReason: 'need_pdf',
      miType: null,
      miAmount: null,
      invoiceDate: null,
    });
    const moved = { ...form, currentStatus: 'in_production' as const };
    expect(editPayload(moved, 'T1', { staff: false }).onHoldReason).toBeNull();
  });

  it('sends only the four staff fields and updatedAt for staff', () => {
    const form = { ...setInstructed(sentForm(), false), kamId: 'changed' };
    expect(editPayload(form, 'T2', { staff: true })).toEqual({
      clientName: 'Jane Client',
      instructed: false,
      currentStatus: 'need_instructions_new',
      onHoldReason: null,
      updatedAt: 'T2',
    });
  });
});
