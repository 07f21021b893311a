/* placeholder */
#include "kernels.h"

const ExKernel exIndexKernels[] = {
	{NULL, NULL},
};
