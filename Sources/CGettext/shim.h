// glibc's gettext (libintl.h) and the locale calls beside it, which Swift's Glibc module does not
// export. glibc has gettext built in: there is no library to link.
#include <langinfo.h>
#include <libintl.h>
#include <locale.h>
