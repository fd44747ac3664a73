#ifndef BEEPTEST_CXLSXWRITER_SHIM_H
#define BEEPTEST_CXLSXWRITER_SHIM_H

/* libxlsxwriter (BSD-2), from Debian's libxlsxwriter-dev: workbooks, worksheets, formats and
   typed cells. Swift calls its functions directly; nothing here needs a shim of its own. */
#include <xlsxwriter.h>

#endif
