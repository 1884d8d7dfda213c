from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_roofing_nails_input_nailing import CalcRoofingNailsInputNailing
from ..models.calc_roofing_nails_input_shingle_size import CalcRoofingNailsInputShingleSize
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcRoofingNailsInput")



@_attrs_define
class CalcRoofingNailsInput:
    """ 
        Attributes:
            nails_per_lb (float): Nails per pound of the nail you buy, from its box label (no default: the count varies by
                length, gauge and coating).
            roof_area_sqft (float): Shingled roof area, ft² (no waste: nails go into laid shingles).
            nailing (CalcRoofingNailsInputNailing | Unset): standard: 4 nails a shingle (IRC R905.2.6 minimum); high-wind:
                the manufacturers' 6-nail pattern. Default: CalcRoofingNailsInputNailing.STANDARD.
            shingle_size (CalcRoofingNailsInputShingleSize | Unset): standard: 36 × 12 in strip at 5 in exposure (80 a
                square); metric: 39 3/8 × 13 1/4 in at 5 5/8 in exposure (65 a square). Default:
                CalcRoofingNailsInputShingleSize.METRIC.
     """

    nails_per_lb: float
    roof_area_sqft: float
    nailing: CalcRoofingNailsInputNailing | Unset = CalcRoofingNailsInputNailing.STANDARD
    shingle_size: CalcRoofingNailsInputShingleSize | Unset = CalcRoofingNailsInputShingleSize.METRIC





    def to_dict(self) -> dict[str, Any]:
        nails_per_lb = self.nails_per_lb

        roof_area_sqft = self.roof_area_sqft

        nailing: str | Unset = UNSET
        if not isinstance(self.nailing, Unset):
            nailing = self.nailing.value


        shingle_size: str | Unset = UNSET
        if not isinstance(self.shingle_size, Unset):
            shingle_size = self.shingle_size.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "nails_per_lb": nails_per_lb,
            "roof_area_sqft": roof_area_sqft,
        })
        if nailing is not UNSET:
            field_dict["nailing"] = nailing
        if shingle_size is not UNSET:
            field_dict["shingle_size"] = shingle_size

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        nails_per_lb = d.pop("nails_per_lb")

        roof_area_sqft = d.pop("roof_area_sqft")

        _nailing = d.pop("nailing", UNSET)
        nailing: CalcRoofingNailsInputNailing | Unset
        if isinstance(_nailing,  Unset):
            nailing = UNSET
        else:
            nailing = CalcRoofingNailsInputNailing(_nailing)




        _shingle_size = d.pop("shingle_size", UNSET)
        shingle_size: CalcRoofingNailsInputShingleSize | Unset
        if isinstance(_shingle_size,  Unset):
            shingle_size = UNSET
        else:
            shingle_size = CalcRoofingNailsInputShingleSize(_shingle_size)




        calc_roofing_nails_input = cls(
            nails_per_lb=nails_per_lb,
            roof_area_sqft=roof_area_sqft,
            nailing=nailing,
            shingle_size=shingle_size,
        )

        return calc_roofing_nails_input

