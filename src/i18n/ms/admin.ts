import type { Catalogue } from '../catalogue';
import type { admin as english } from '../en/admin';

/** Semakan permohonan peniaga oleh pentadbir (Bahasa Malaysia). */
export const admin: Catalogue<typeof english> = {
  title: 'Permohonan Peniaga',
  lead: 'Semak butiran dan dokumen setiap pemohon, kemudian luluskan atau tolak berserta sebabnya.',
  approved: (storeId) => `Permohonan diluluskan: kedai ${storeId} kini dibuka.`,
  rejected: 'Permohonan ditolak. Pemohon telah dimaklumkan sebabnya.',
  none: 'Belum ada permohonan.',
  statuses: { pending: 'Menunggu', approved: 'Diluluskan', rejected: 'Ditolak' },
  submitted: 'dihantar',
  type: 'Jenis',
  registration: 'Nombor pendaftaran',
  description: 'Keterangan',
  contact: 'Hubungan',
  address: 'Alamat',
  website: 'Laman web',
  identity: 'Pengenalan',
  reason: 'Sebab',
  documents: 'Dokumen',
  kinds: {
    businessLicense: 'Lesen perniagaan',
    businessRegistration: 'Pendaftaran perniagaan',
    taxDocument: 'Dokumen cukai',
    idFrontImage: 'Depan dokumen pengenalan',
    idBackImage: 'Belakang dokumen pengenalan',
    selfieImage: 'Swafoto',
  },
  approve: 'Luluskan',
  reasonFor: 'Sebab menolak',
  reasonPlaceholder: 'cth. Gambar dokumen pengenalan tidak jelas',
  reject: 'Tolak',
};
