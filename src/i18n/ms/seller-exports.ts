import type { Catalogue } from '../catalogue';
import type { sellerExports as english } from '../en/seller-exports';
import { sellerDashboard } from './seller-dashboard';
import { sellerOrders } from './seller-orders';
import { categoryNames, statusNames } from './seller-products';

const { analytics: screens, screen } = sellerDashboard;

/** The Analytics report's words, which the dashboard's Export Data shares. */
const analytics: Catalogue<typeof english>['analytics'] = {
  labels: {
    analyticsReport: 'Laporan analitik',
    period: 'Tempoh',
    comparedWith: 'Berbanding',
    metric: 'Metrik',
    value: 'Nilai',
    previousPeriod: 'Tempoh sebelumnya',
    growth: `${screen.productColumns.growth} %`,
    totalRevenue: `${screen.kpis.totalRevenue} (RM)`,
    totalOrders: screen.kpis.totalOrders,
    totalViews: screen.kpis.totalViews,
    conversionRate: `${screen.kpis.conversionRate} %`,
    avgOrderValue: `${screen.kpis.avgOrderValue} (RM)`,
    cancellationRate: `${screen.kpis.cancellationRate} %`,
    revenueAndOrdersCover: 'Hasil dan pesanan merangkumi',
    trafficSource: 'Sumber trafik',
    views: screens.views,
    share: 'Bahagian %',
    trafficSourcesCover: 'Sumber trafik merangkumi',
    month: screens.monthHeading,
    revenue: `${screens.revenue} (RM)`,
    orders: screens.orders,
    rank: screen.productColumns.rank,
    product: screen.productColumns.product,
    viewsAllTime: `${screen.productColumns.views} (sepanjang masa)`,
    cvrAllTime: `${screen.productColumns.cvr} % (sepanjang masa)`,
    topProductsCover: 'Produk terlaris merangkumi',
    newCustomers: screen.customers.newCustomers,
    returningCustomers: screen.customers.returning,
    retentionRate: `${screen.customers.retention} %`,
    avgLifetime: `${screen.customers.lifetime} (bulan)`,
    location: 'Lokasi',
  },
  periods: screens.periods,
  month: screens.month,
  trafficSources: screens.traffic.sources,
  newGrowth: 'baharu',
  coverageNote: screens.coverageNote,
  productSplitNote: screens.productSplitNote,
  trafficNote: (traffic) => {
    const t = screens.traffic;
    const views = `${traffic.total.toLocaleString(sellerDashboard.numbers)} ${t.views(traffic.total)}${t.pages}`;
    return traffic.recordedSince ? `${views}${t.since(traffic.recordedSince)}` : views;
  },
};

/**
 * Fail eksport penjual (Bahasa Malaysia): pengepala dan perkataan yang ditulis oleh kedai, sama seperti di skrin.
 * Nama produk, nama dan e-mel pelanggan, dan lokasi kekal seperti yang ditulis; tarikh kekal TTTT-BB-HH dan
 * nombor kekal biasa supaya hamparan boleh membacanya. Lajur Urus Produk (nama, sku, kategori, harga, kuantiti)
 * sama dengan pengepala templat muat naik pukal, jadi fail itu boleh dimuat naik semula.
 */
export const sellerExports: Catalogue<typeof english> = {
  orders: {
    columns: {
      id: 'ID Pesanan',
      status: 'Status',
      customer: 'Pelanggan',
      email: 'E-mel',
      products: 'Produk',
      quantity: 'Kuantiti',
      total: 'Jumlah (RM)',
      trackingNumber: 'Nombor Penjejakan',
      date: 'Tarikh',
    },
    statuses: sellerOrders.statuses,
  },
  products: {
    columns: {
      id: 'ID',
      name: 'Nama',
      sku: 'SKU',
      category: 'Kategori',
      status: 'Status',
      price: 'Harga',
      compareAtPrice: 'Harga Asal',
      quantity: 'Kuantiti',
      sales: 'Jualan',
      revenue: 'Hasil',
      views: 'Tontonan',
      rating: 'Penilaian',
      reviews: 'Ulasan',
      tags: 'Tag',
      createdAt: 'Dibuat Pada',
    },
    categories: categoryNames,
    statuses: statusNames,
  },
  analytics,
  dashboard: {
    labels: {
      sellerDashboard: 'Papan pemuka penjual',
      overview: sellerDashboard.overview.label,
      covers: 'Merangkumi',
      activeProducts: sellerDashboard.overview.activeProducts,
      averageRating: sellerDashboard.overview.averageRating,
      unitsSold: 'Unit terjual',
      ordersInPeriod: 'Pesanan yang dibuat dalam tempoh ini, terbaharu dahulu',
    },
    allTime: sellerDashboard.overview.allTime,
    reviews: sellerDashboard.overview.reviews,
    activeProductsNote: sellerDashboard.overview.activeProductsNote,
    analytics,
  },
};
