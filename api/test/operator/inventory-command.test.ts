import { parseInventoryArgs } from '../../src/operator/inventory-command';

test('reads a product, a price in euro, or stock as colour:size=quantity', () => {
  expect(parseInventoryArgs(['SH00001'])).toEqual({ sku: 'SH00001', update: null });
  expect(parseInventoryArgs(['SH00001', '--price', '89,50'])).toEqual({
    sku: 'SH00001',
    update: { prices: [{ sku: 'SH00001', priceCents: 8950 }] },
  });
  expect(parseInventoryArgs(['SH00001', '--stock', 'navy:M=3', 'white:XL=0'])).toEqual({
    sku: 'SH00001',
    update: {
      stock: [
        { sku: 'SH00001', colour: 'navy', size: 'M', quantity: 3 },
        { sku: 'SH00001', colour: 'white', size: 'XL', quantity: 0 },
      ],
    },
  });
});

test('says what is wrong with the arguments', () => {
  expect(parseInventoryArgs([])).toHaveProperty('problem', expect.stringMatching(/^Usage/));
  expect(parseInventoryArgs(['SH1', '--price', 'free'])).toEqual({
    problem: 'Not a price in euro: free',
  });
  expect(parseInventoryArgs(['SH1', '--stock', 'navy-M-3'])).toEqual({
    problem: 'Not <colour>:<size>=<quantity>: navy-M-3',
  });
});
