import { showsOnHoldReason } from '@/features/cases/rules/edit-rules';
import {
  addPayload,
  bhrukInUseWarning,
  EMPTY_ADD_FORM,
  setAddBhrukId,
  setAddInstructed,
  setAddMiAmount,
  setAddMiType,
  setAddStatus,
  setAddWidget,
  showsInvoiced,
  validateAdd,
  type AddForm,
} from '@/features/cases/rules/add-rules';

const filled: AddForm = {
  ...EMPTY_ADD_FORM,
  widget: ' Acme Ltd ',
  clientName: ' Jane ',
  bhrukId: ' B-77 ',
  kamId: ' 123 ',
  notes: ' note ',
};

describe('validateAdd (guide: labels#validation texts, after trimming, every field at once)', () => {
  it('names every missing required field with its own message', () => {
    expect(validateAdd(EMPTY_ADD_FORM)).toEqual({
      widget: 'Company name is required',
      clientName: 'Client name is required',
      bhrukId: 'BHR UK ID is required',
      kamId: 'KAM ID is required',
    });
    expect(validateAdd({ ...filled, widget: '  ' })).toEqual({ widget: 'Company name is required' });
    expect(validateAdd({ ...filled, clientName: ' ' })).toEqual({ clientName: 'Client name is required' });
    expect(validateAdd({ ...filled, bhrukId: '' })).toEqual({ bhrukId: 'BHR UK ID is required' });
    expect(validateAdd({ ...filled, kamId: '\t' })).toEqual({ kamId: 'KAM ID is required' });
  });

  it('asks for the reason of an On Hold case', () => {
    const onHold = setAddStatus(filled, 'on_hold');
    expect(validateAdd(onHold)).toEqual({
      onHoldReason: 'On hold reason is required when the status is On Hold.',
    });
    expect(validateAdd({ ...onHold, onHoldReason: 'need_pdf' })).toEqual({});
  });

  it('passes a complete form', () => {
    expect(validateAdd(filled)).toEqual({});
  });
});

describe('bhrukInUseWarning (warn, as the duplicate marker would)', () => {
  it('names the ID and how many cases carry it; nothing when none does', () => {
    expect(bhrukInUseWarning({ bhrukId: '1234', cases: 1 })).toBe(
      'BHR UK ID 1234 is already used by another case',
    );
    expect(bhrukInUseWarning({ bhrukId: 'KIND7', cases: 3 })).toBe(
      'BHR UK ID KIND7 is already used by 3 other cases',
    );
    expect(bhrukInUseWarning({ bhrukId: '1234', cases: 0 })).toBeNull();
    expect(bhrukInUseWarning(undefined)).toBeNull();
  });
});

describe('addPayload (guide: workflow, api#endpoints)', () => {
  it('trims, sets the manual OB Link and sends nulls for empty MI and a reason that does not apply', () => {
    expect(addPayload(filled)).toEqual({
      widget: 'Acme Ltd',
      clientName: 'Jane',
      bhrukId: 'B-77',
      kamId: '123',
      instructed: false,
      currentStatus: 'need_instructions_new',
      onHoldReason: null,
      invoiced: false,
      miType: null,
      miAmount: null,
      notes: 'note',
      externalUserId: 'N/A (Statements)',
    });
  });

  it('sends the on-hold reason only when on hold, and Invoiced No while on hold', () => {
    const onHold = {
      ...setAddStatus({ ...filled, invoiced: true }, 'on_hold'),
      onHoldReason: 'other' as const,
    };
    expect(addPayload(onHold)).toMatchObject({
      currentStatus: 'on_hold',
      onHoldReason: 'other',
      invoiced: false,
    });
    const working = { ...onHold, currentStatus: 'in_production' as const };
    expect(addPayload(working)).toMatchObject({ onHoldReason: null, invoiced: true });
  });

  it('sends miAmount as null when not numeric and as a number otherwise', () => {
    const sent = setAddStatus(filled, 'sent');
    expect(addPayload({ ...sent, miType: 'surplus', miAmount: 'abc' }).miAmount).toBeNull();
    expect(addPayload({ ...sent, miType: 'surplus', miAmount: '12.5' })).toMatchObject({
      miType: 'surplus',
      miAmount: 12.5,
    });
    expect(addPayload({ ...sent, miType: 'deficit', miAmount: '12.5' }).miAmount).toBe(-12.5);
  });

  it('adds the KIND prefix for the KIND company', () => {
    const kind = setAddBhrukId(setAddWidget(filled, 'kind'), 'KIND-42');
    expect(kind.bhrukId).toBe('42');
    expect(addPayload(kind).bhrukId).toBe('KIND42');
  });
});

describe('add form transitions', () => {
  it('offers all five statuses and keeps Instructed consistent with the chosen one', () => {
    expect(setAddStatus(filled, 'sent').instructed).toBe(true);
    expect(setAddStatus(filled, 'on_hold').instructed).toBe(true);
    expect(setAddStatus(setAddStatus(filled, 'sent'), 'need_instructions_hire').instructed).toBe(false);
  });

  it('moves the status when Instructed is flipped', () => {
    expect(setAddInstructed(filled, true)).toMatchObject({
      instructed: true,
      currentStatus: 'in_production',
    });
    expect(setAddInstructed(setAddStatus(filled, 'sent'), false)).toMatchObject({
      instructed: false,
      currentStatus: 'need_instructions_new',
    });
  });

  it('clears MI when the status leaves sent', () => {
    const sent = { ...setAddStatus(filled, 'sent'), miType: 'surplus' as const, miAmount: '3' };
    expect(setAddStatus(sent, 'in_production')).toMatchObject({ miType: null, miAmount: '' });
  });

  it('shows the reason only on hold and hides Invoiced on hold', () => {
    expect(showsOnHoldReason({ currentStatus: 'on_hold' })).toBe(true);
    expect(showsOnHoldReason({ currentStatus: 'sent' })).toBe(false);
    expect(showsInvoiced({ currentStatus: 'on_hold' })).toBe(false);
    expect(showsInvoiced({ currentStatus: 'sent' })).toBe(true);
  });

  it('prefixes a deficit amount with a minus sign', () => {
    const sent = setAddStatus(filled, 'sent');
    expect(setAddMiAmount(setAddMiType(sent, 'deficit'), '10').miAmount).toBe('-10');
    expect(setAddMiType(setAddMiAmount(sent, '10'), 'deficit').miAmount).toBe('-10');
  });

  it('keeps digits only in the BHR UK ID for the KIND company', () => {
    expect(setAddBhrukId(setAddWidget(filled, 'Kind'), 'abc12').bhrukId).toBe('12');
    expect(setAddBhrukId(filled, 'abc12').bhrukId).toBe('abc12');
  });
});
