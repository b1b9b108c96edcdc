import { showToast } from '../../../lib/toast-store'
import { cartStore, type CartItem } from '../../cart/stores/cart-store'

/** Adds a configured line and says so (spec catalogue-and-content §8 texts, 3 s toasts). */
export function addToCart(item: CartItem): boolean {
  try {
    cartStore.add(item)
    showToast('Produit ajouté au panier avec succès !', { tone: 'success', durationMs: 3000 })
    return true
  } catch {
    showToast("Erreur lors de l'ajout au panier", { tone: 'error', durationMs: 3000 })
    return false
  }
}
