from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_insulation_spray_foam_input_foam import CalcInsulationSprayFoamInputFoam
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CalcInsulationSprayFoamInput")



@_attrs_define
class CalcInsulationSprayFoamInput:
    """ 
        Attributes:
            area_sqft (float): Area to spray, square feet.
            foam (CalcInsulationSprayFoamInputFoam): Open-cell (about 0.5 lb/ft³) or closed-cell (about 2 lb/ft³) spray
                polyurethane foam.
            target_r (float): Target R-value of the foam layer.
            r_per_inch (Any | Unset): R-value per inch of the product (its TDS, aged value for closed cell); 0 uses the
                default for the foam type: open cell 3.5, closed cell 6.0. Default: 0.
            waste_pct (float | Unset): Allowance added for overspray and uneven thickness, percent. Default: 0.0.
            yield_board_feet_per_set (float | Unset): Board feet one kit or set yields (1 board foot = 1 ft² at 1 in).
                Default 200, the size class of a '200' DIY kit; use the manufacturer's published yield for drum sets. Default:
                200.0.
     """

    area_sqft: float
    foam: CalcInsulationSprayFoamInputFoam
    target_r: float
    r_per_inch: Any | Unset = 0
    waste_pct: float | Unset = 0.0
    yield_board_feet_per_set: float | Unset = 200.0





    def to_dict(self) -> dict[str, Any]:
        area_sqft = self.area_sqft

        foam = self.foam.value

        target_r = self.target_r

        r_per_inch: Any | Unset
        if isinstance(self.r_per_inch, Unset):
            r_per_inch = UNSET
        else:
            r_per_inch = self.r_per_inch

        waste_pct = self.waste_pct

        yield_board_feet_per_set = self.yield_board_feet_per_set


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area_sqft": area_sqft,
            "foam": foam,
            "target_r": target_r,
        })
        if r_per_inch is not UNSET:
            field_dict["r_per_inch"] = r_per_inch
        if waste_pct is not UNSET:
            field_dict["waste_pct"] = waste_pct
        if yield_board_feet_per_set is not UNSET:
            field_dict["yield_board_feet_per_set"] = yield_board_feet_per_set

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        foam = CalcInsulationSprayFoamInputFoam(d.pop("foam"))




        target_r = d.pop("target_r")

        def _parse_r_per_inch(data: object) -> Any | Unset:
            if isinstance(data, Unset):
                return data
            return cast(Any | Unset, data)

        r_per_inch = _parse_r_per_inch(d.pop("r_per_inch", UNSET))


        waste_pct = d.pop("waste_pct", UNSET)

        yield_board_feet_per_set = d.pop("yield_board_feet_per_set", UNSET)

        calc_insulation_spray_foam_input = cls(
            area_sqft=area_sqft,
            foam=foam,
            target_r=target_r,
            r_per_inch=r_per_inch,
            waste_pct=waste_pct,
            yield_board_feet_per_set=yield_board_feet_per_set,
        )

        return calc_insulation_spray_foam_input

