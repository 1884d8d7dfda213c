from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcLumberRafterLengthOutput")



@_attrs_define
class CalcLumberRafterLengthOutput:
    """ The results of calc_lumber_rafter_length and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            code_reference (str): Rafters section.
            common_length_in (float): Rafter length from the wall plate to the ridge: rafter_run_in x slope_factor, inches.
            overhang_length_in (float): Sloped tail: overhang x slope_factor, inches.
            pitch_angle_deg (float): Roof angle above horizontal, degrees.
            rafter_count (int): rafters_per_side x sides (2 for a gable, 1 for a shed).
            rafter_length_ft (float): Rafter length, feet.
            rafter_length_in (float): common_length_in + overhang_length_in, inches.
            rafter_run_in (float): Run used: run less half the ridge thickness (gable), inches.
            rafters_per_side (int): ceil(roof length x 12 / spacing) + 1.
            rise_ft (float): Rise of the roof over the run, feet.
            slope_factor (float): sqrt(12² + rise²) / 12: rafter length per unit of run.
            stock_length_ft (int): Stock length to order: the rafter length rounded up to an even foot, at least 8 ft.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    code_reference: str
    common_length_in: float
    overhang_length_in: float
    pitch_angle_deg: float
    rafter_count: int
    rafter_length_ft: float
    rafter_length_in: float
    rafter_run_in: float
    rafters_per_side: int
    rise_ft: float
    slope_factor: float
    stock_length_ft: int
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        code_reference = self.code_reference

        common_length_in = self.common_length_in

        overhang_length_in = self.overhang_length_in

        pitch_angle_deg = self.pitch_angle_deg

        rafter_count = self.rafter_count

        rafter_length_ft = self.rafter_length_ft

        rafter_length_in = self.rafter_length_in

        rafter_run_in = self.rafter_run_in

        rafters_per_side = self.rafters_per_side

        rise_ft = self.rise_ft

        slope_factor = self.slope_factor

        stock_length_ft = self.stock_length_ft

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code_reference": code_reference,
            "common_length_in": common_length_in,
            "overhang_length_in": overhang_length_in,
            "pitch_angle_deg": pitch_angle_deg,
            "rafter_count": rafter_count,
            "rafter_length_ft": rafter_length_ft,
            "rafter_length_in": rafter_length_in,
            "rafter_run_in": rafter_run_in,
            "rafters_per_side": rafters_per_side,
            "rise_ft": rise_ft,
            "slope_factor": slope_factor,
            "stock_length_ft": stock_length_ft,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        code_reference = d.pop("code_reference")

        common_length_in = d.pop("common_length_in")

        overhang_length_in = d.pop("overhang_length_in")

        pitch_angle_deg = d.pop("pitch_angle_deg")

        rafter_count = d.pop("rafter_count")

        rafter_length_ft = d.pop("rafter_length_ft")

        rafter_length_in = d.pop("rafter_length_in")

        rafter_run_in = d.pop("rafter_run_in")

        rafters_per_side = d.pop("rafters_per_side")

        rise_ft = d.pop("rise_ft")

        slope_factor = d.pop("slope_factor")

        stock_length_ft = d.pop("stock_length_ft")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_lumber_rafter_length_output = cls(
            code_reference=code_reference,
            common_length_in=common_length_in,
            overhang_length_in=overhang_length_in,
            pitch_angle_deg=pitch_angle_deg,
            rafter_count=rafter_count,
            rafter_length_ft=rafter_length_ft,
            rafter_length_in=rafter_length_in,
            rafter_run_in=rafter_run_in,
            rafters_per_side=rafters_per_side,
            rise_ft=rise_ft,
            slope_factor=slope_factor,
            stock_length_ft=stock_length_ft,
            schemas=schemas,
        )


        calc_lumber_rafter_length_output.additional_properties = d
        return calc_lumber_rafter_length_output

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
