import { MyOrders } from '../features/my-orders/MyOrders';

/** The signed-in buyer's orders, at /myorders and /dashbord/myorders. */
export default function MyOrdersPage() {
  return <MyOrders />;
}
