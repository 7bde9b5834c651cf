import {
  Activity, ArrowLeft, ArrowRight, Award, BookOpen, Brain, Calendar, Check, CircleCheck, ChevronDown,
  ClipboardList, Clock, Compass, CreditCard, ExternalLink, FileText, Globe, GraduationCap, HandHeart, Heart,
  HeartHandshake, House, Info, Laptop, Leaf, LifeBuoy, Lightbulb, Link, Lock, Mail, MapPin, Menu, MessageCircle,
  Palette, Phone, Scale, School, Search, Send, Shield, ShieldCheck, Smartphone, Sparkles, Star, Target,
  TriangleAlert, Users, Video, Wallet, X, type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../../schema/icons';

/** Every icon name the schema accepts has a drawing here; the compiler checks it. */
const icons = {
  activity: Activity, 'arrow-left': ArrowLeft, 'arrow-right': ArrowRight, award: Award, 'book-open': BookOpen,
  brain: Brain, calendar: Calendar, check: Check, 'check-circle': CircleCheck, 'chevron-down': ChevronDown,
  'clipboard-list': ClipboardList, clock: Clock, compass: Compass, 'credit-card': CreditCard,
  'external-link': ExternalLink, 'file-text': FileText, globe: Globe, 'graduation-cap': GraduationCap,
  'hand-heart': HandHeart, heart: Heart, 'heart-handshake': HeartHandshake, home: House, info: Info, laptop: Laptop,
  leaf: Leaf, 'life-buoy': LifeBuoy, lightbulb: Lightbulb, link: Link, lock: Lock, mail: Mail, 'map-pin': MapPin,
  menu: Menu, 'message-circle': MessageCircle, palette: Palette, phone: Phone, scale: Scale, school: School,
  search: Search, send: Send, shield: Shield, 'shield-check': ShieldCheck, smartphone: Smartphone,
  sparkles: Sparkles, star: Star, target: Target, 'triangle-alert': TriangleAlert, users: Users, video: Video,
  wallet: Wallet, x: X,
} satisfies Record<IconName, LucideIcon>;

/** A decorative icon: hidden from assistive technology, so its meaning must be in nearby text. */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  const Drawing = icons[name];
  return <Drawing aria-hidden="true" focusable="false" width={size} height={size} strokeWidth={2} className={className} />;
}
