const createFederatedConfig = require('tooling/webpack/createFederatedConfig.cjs');
const { remote } = require('./package.json');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: remote.name,
  port: remote.port,
  exposes: {
    './CartPage': './src/cart/CartPage.tsx',
    './CheckoutPage': './src/checkout/CheckoutPage.tsx',
    './PaymentPage': './src/payment/PaymentPage.tsx',
    './OrderConfirmationPage': './src/order-confirmation/OrderConfirmationPage.tsx',
    // A fragment, not a page: the plan detail page renders it with { planId }.
    './AddToCart': './src/add-to-cart/AddToCart.tsx',
    // The My Orders tab content, rendered by account-remote's My Account.
    './MyOrders': './src/my-orders/MyOrders.tsx',
  },
});
