import { describe, expect, it } from 'vitest';
import { formFields, requestInit, storeBody } from './body';

describe('stored request bodies', () => {
  it('keeps a multipart form with its files, to send the same form later', async () => {
    const form = new FormData();
    form.append('id', '0193-client-id');
    form.append('customerName', 'Casey Morgan');
    form.append('deviceImages', new Blob(['photo-bytes'], { type: 'image/jpeg' }), 'device-1.jpg');
    const stored = storeBody(form);
    expect(formFields(stored)).toEqual({ id: '0193-client-id', customerName: 'Casey Morgan' });

    const again = requestInit(stored).body as FormData;
    expect(again.get('customerName')).toBe('Casey Morgan');
    const file = again.get('deviceImages') as File;
    expect(file.name).toBe('device-1.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(await file.text()).toBe('photo-bytes');
  });

  it('keeps JSON as JSON, with its content type', () => {
    const init = requestInit(storeBody({ status: 'completed' }));
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ status: 'completed' });
    expect(requestInit(storeBody(undefined))).toEqual({});
  });
});
