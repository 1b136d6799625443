import type { StockItem } from '../../shared/stock';

/** A bought-back phone in stock, as GET /api/stock answers it, for component tests. */
export function stockItem(overrides: Partial<StockItem> = {}): StockItem {
  return {
    id: 'st1',
    storeId: 's1',
    storeName: 'Westbrook',
    purchaseId: 'p1',
    imei: '356938035643809',
    deviceBrand: 'Apple',
    deviceModel: 'iPhone 12',
    storage: '128GB',
    color: 'Black',
    condition: 'good',
    cost: 150,
    status: 'in_stock',
    saleId: null,
    salePrice: null,
    profit: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    soldAt: null,
    ageDays: 7,
    holdUntil: null,
    onHold: false,
    holdRelease: null,
    police: null,
    policeHeld: false,
    policeRelease: null,
    ...overrides,
  };
}
